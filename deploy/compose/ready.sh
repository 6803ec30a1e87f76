#!/bin/bash
# The load balancer's health check in the scale profile: /ready through nginx to a replica
# answers 200, so nginx with no live replica behind it is unhealthy (the image has no curl).
exec 3<>/dev/tcp/127.0.0.1/80 || exit 1
printf 'GET /ready HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n' >&3
read -r -t 3 status <&3 || exit 1
[[ $status == "HTTP/1.1 200 "* ]]
