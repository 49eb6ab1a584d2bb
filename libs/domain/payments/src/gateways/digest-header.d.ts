/** digest-header (node-modules): the `Authorization` value answering a `WWW-Authenticate: Digest` challenge, '' when it has no realm or nonce. */
declare module 'digest-header' {
  export default function digestAuthHeader(
    method: string,
    uri: string,
    wwwAuthenticate: string,
    userpass: string,
  ): string;
}
