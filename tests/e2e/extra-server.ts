import { spawn, type ChildProcess } from 'node:child_process';

/**
 * A second server of the site on the suite's build (or a copy of it), for specs that must start one with other
 * settings or another database: `scripts/serve.mjs` on 127.0.0.1:`port`, its output kept for failure messages.
 */
export function startExtraServer(port: number, env: NodeJS.ProcessEnv) {
  let output = '';
  const server = spawn(process.execPath, ['scripts/serve.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk) => (output += String(chunk)));
  server.stderr!.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  return { server, exited, output: () => output };
}

/** The environment inherited from the runner without any NEXT_PUBLIC_* value (the build's own are kept). */
export function inheritedEnv(): NodeJS.ProcessEnv {
  const kept = Object.entries(process.env).filter(([name]) => !name.startsWith('NEXT_PUBLIC_'));
  return Object.fromEntries(kept) as NodeJS.ProcessEnv;
}

/** Resolves once the server at `base` answers its health check, or with its exit code if it stops first. */
export async function listeningOrExited(
  base: string,
  exited: Promise<number | null>,
): Promise<'listening' | number | null> {
  let code: number | null | undefined;
  void exited.then((exitCode) => (code = exitCode));
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (code !== undefined) return code;
    try {
      if ((await fetch(`${base}/api/health`)).ok) return 'listening';
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server neither started nor stopped');
}

export async function stopExtraServer(server: ChildProcess, exited: Promise<number | null>) {
  if (server.exitCode === null) server.kill('SIGTERM');
  await exited;
}
