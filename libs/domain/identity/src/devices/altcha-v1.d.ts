/**
 * `altcha-lib/v1`, ALTCHA's classic challenge (SHA-256 of a salt and a number, signed by HMAC), is a
 * subpath export: Node and the bundlers read it, this project's `moduleResolution: node` does not.
 */
declare module 'altcha-lib/v1' {
  export * from 'altcha-lib/dist/cjs/v1/index';
  export type * from 'altcha-lib/dist/cjs/v1/types';
}
