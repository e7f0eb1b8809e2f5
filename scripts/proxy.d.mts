import type { ChildProcess } from 'node:child_process';

export function caddyfile(options: { port: number; upstreams: string[]; host?: string }): string;
export function startProxy(options: { port: number; upstreams: string[]; host?: string; stdio?: 'ignore' | 'inherit' }): ChildProcess;
