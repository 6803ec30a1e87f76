#!/bin/sh
# The load balancer's start in the scale profile: nginx asks the container network's DNS (the
# first nameserver of /etc/resolv.conf, 127.0.0.11 on Docker, the network's gateway on podman)
# for the replicas' addresses while it runs (servers.conf includes resolver.conf), then runs
# in the foreground as nginx's image does.
set -eu
nameserver=$(awk '$1 == "nameserver" { print $2; exit }' /etc/resolv.conf)
[ -n "$nameserver" ] || { echo "no nameserver in /etc/resolv.conf" >&2; exit 1; }
case $nameserver in *:*) nameserver="[$nameserver]" ;; esac
echo "resolver $nameserver valid=2s ipv6=off;" > /etc/nginx/resolver.conf
exec nginx -g 'daemon off;'
