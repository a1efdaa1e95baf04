import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';

// Adds `.openapi()` to zod schemas once, before any schema of the gateway is built; every schema file imports `z`
// from here so the OpenAPI document is generated from the same schemas that validate requests.
extendZodWithOpenApi(z);

export { z };
