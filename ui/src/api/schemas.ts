import type { components } from './openapi.gen'

// A payload of the API by its schema's name in the server's OpenAPI document
// (adapters/http/openapi/openapi.yaml), as `npm run api-types` generates it into openapi.gen.ts.
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name]
