// Where one server instance keeps the pages and data it renders at run time (plain JavaScript:
// Next's cache handler, loaded by Next at run time, uses it, and so does the serve script).
//
// Several instances may run from one build (one checkout, different ports). Each clears its own
// rendered cache when it starts, since tag expiries live in memory and a restarted server cannot
// know what changed while it was down; with a shared folder, a second instance starting would
// wipe the first one's pages mid-flight. So each instance writes under a folder of its own,
// named by INSTANCE_NAME (default: its port); the processes of one instance share it.
import path from 'node:path'

/**
 * The name of this server instance's cache folder: INSTANCE_NAME, else its port.
 * @param {Record<string, string | undefined>} [env]
 */
export function instanceName(env = process.env) {
  const name = env.INSTANCE_NAME || `port-${env.PORT || 3000}`
  return name.replace(/[^a-zA-Z0-9_.-]/g, '-')
}

/**
 * This instance's cache folder inside a build folder (`<distDir>/cache/instances/<name>`).
 * @param {string} distDir
 * @param {Record<string, string | undefined>} [env]
 */
export function instanceCacheDir(distDir, env = process.env) {
  return path.join(distDir, 'cache', 'instances', instanceName(env))
}

/**
 * The file one instance uses for a cache file Next would put in the shared build folder: pages
 * rendered at run time (`server/route-cache/…`) and cached data (`cache/fetch-cache/…`) move to
 * the instance's folder; everything else (the build's own files) stays where it is.
 * @param {string} sharedFile
 * @param {string} serverDistDir
 * @param {string} instanceDir
 */
export function instanceCacheFile(sharedFile, serverDistDir, instanceDir) {
  const moved = [
    [path.join(serverDistDir, 'route-cache'), 'route-cache'],
    [path.join(serverDistDir, '..', 'cache', 'fetch-cache'), 'fetch-cache'],
  ]
  for (const [from, to] of moved) {
    if (sharedFile === from || sharedFile.startsWith(from + path.sep))
      return path.join(instanceDir, to, path.relative(from, sharedFile))
  }
  return sharedFile
}
