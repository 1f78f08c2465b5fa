// tests/e2e/user-environment.ts: the environment a user's shell gives an installed tool: PATH, HOME, and how this
// machine reaches the npm registry (proxy, CA files, npm's global config). Nothing of the repository's own environment
// (npm_package_*, its node_modules/.bin) leaks into the child.
const KEEP =
  /^(PATH|HOME|NODE_EXTRA_CA_CERTS|SSL_CERT_FILE|SSL_CERT_DIR|https?_proxy|HTTPS?_PROXY|no_proxy|NO_PROXY|npm_config_(globalconfig|cafile|registry))$/;

export function userEnvironment(): Record<string, string> {
  return Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => KEEP.test(e[0]) && e[1] !== undefined));
}
