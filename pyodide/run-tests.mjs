// Boots Pyodide under Node with the network blocked, installs local wheels, mounts host
// folders and runs a Python entry point inside; exits with the status it returns.
//
// Started by pyodide/run.py (which builds the wheels and says what to mount):
//
//   node pyodide/run-tests.mjs <config.json>
//
// config.json: {
//   "indexURL": "<abs path of node_modules/pyodide>/",
//   "wheels": ["<abs path>.whl", ...],
//   "mounts": [{"host": "<abs host dir>", "guest": "/repo"}, ...],   // NODEFS, read-write
//   "symlinks": [{"target": "/repo/wpt", "path": "/devpath/wpt"}, ...],
//   "env": {"WPT_DATA": "/wpt", ...},
//   "cwd": "/repo",                   // passed to main(), which changes to it
//   "pythonPath": "/runner",          // put first on sys.path to import the entry module
//   "module": "pytest_in_pyodide",    // its main(args, cwd) returns the exit status
//   "args": ["-p", "no:cacheprovider", ...]
// }

import { readFileSync, writeSync } from "node:fs";
import { loadPyodide } from "pyodide";

const config = JSON.parse(readFileSync(process.argv[2], "utf8"));

// No network: everything Pyodide needs is on disk.  A fetch (the CDN fallback for packages by
// name, say) fails loudly instead of reaching out.
globalThis.fetch = async (resource) => {
  throw new Error(`network access is blocked in this run (tried to fetch ${resource})`);
};

function writer(fd) {
  return {
    write(buffer) {
      let offset = 0;
      while (offset < buffer.length) {
        offset += writeSync(fd, buffer, offset, buffer.length - offset);
      }
      return buffer.length;
    },
    isatty: false,
  };
}

const started = performance.now();
const pyodide = await loadPyodide({
  indexURL: config.indexURL,
  env: { HOME: "/home/pyodide", ...config.env },
  stdout: (line) => writeSync(1, `${line}\n`),
  stderr: (line) => writeSync(2, `${line}\n`),
});
pyodide.setStdout(writer(1));
pyodide.setStderr(writer(2));

const FS = pyodide.FS;
for (const { host, guest } of config.mounts) {
  FS.mkdirTree(guest);
  FS.mount(FS.filesystems.NODEFS, { root: host }, guest);
}
for (const { target, path } of config.symlinks ?? []) {
  FS.mkdirTree(path.slice(0, path.lastIndexOf("/")) || "/");
  FS.symlink(target, path);
}
FS.mkdirTree("/tmp/run");
FS.chdir("/tmp/run");

const errors = [];
await pyodide.loadPackage(config.wheels, {
  messageCallback: () => {},
  errorCallback: (message) => errors.push(message),
});
if (errors.length) {
  writeSync(2, `installing the wheels failed:\n${errors.join("\n")}\n`);
  process.exit(2);
}
const booted = (performance.now() - started) / 1000;
writeSync(
  1,
  `Pyodide ${pyodide.version} booted under Node ${process.version} in ${booted.toFixed(1)} s ` +
    `with ${config.wheels.length} wheels (network blocked)\n`,
);

try {
  pyodide.runPython(`import sys; sys.path.insert(0, ${JSON.stringify(config.pythonPath)})`);
  const entry = pyodide.pyimport(config.module);
  pyodide.runPython(`import sys; sys.path.remove(${JSON.stringify(config.pythonPath)})`);
  process.exitCode = Number(entry.main(config.args, config.cwd));
} catch (error) {
  // A PythonError's message is the traceback; its stack would add Pyodide's minified source.
  writeSync(2, `${error.type ?? error.name}: ${error.message}\n`);
  process.exitCode = 2;
}
