/** Types of processes.mjs (process-liveness helpers shared by tests and bench cases). */
export declare function isAlive(pid: number): boolean;
export declare function waitUntil(check: () => boolean, timeoutMs: number): Promise<boolean>;
export declare function readPid(path: string): number;
export declare function killQuietly(pid: number): void;
