// Validates docker-compose.yml against the Compose Specification's JSON schema
// (scripts/schemas/compose-spec.json), since no Docker engine is needed to run the checks.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { root } from './lib.mjs';

const schema = JSON.parse(readFileSync(join(root, 'scripts', 'schemas', 'compose-spec.json'), 'utf8'));
// Merge keys (`<<: *anchor`) as Docker Compose resolves them.
const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), { merge: true });
// The schema names its draft by an https URL that Ajv does not know; it is plain draft-07.
const ajv = new Ajv({ allErrors: true, strict: false, validateSchema: false });
addFormats.default(ajv);
const validate = ajv.compile(schema);
if (!validate(compose)) {
  console.error('docker-compose.yml does not match the Compose Specification:');
  for (const error of validate.errors ?? []) console.error(`  ${error.instancePath || '/'} ${error.message}`);
  process.exit(1);
}
const services = Object.entries(compose.services ?? {});
const unhealthy = services.filter(([, service]) => !service.healthcheck).map(([name]) => name);
if (unhealthy.length > 0) {
  console.error(`Services without a health check: ${unhealthy.join(', ')}`);
  process.exit(1);
}
console.log(`docker-compose.yml is valid (${services.length} services, all with health checks).`);
