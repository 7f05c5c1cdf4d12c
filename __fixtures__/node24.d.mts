/** Types of node24.mjs (the Node 24 binary, found one way for the tests and the bench). */
export declare function node24(): string;
