/** Types of action-bundle.mjs (the bundled action, found one way for the tests and the bench). */
export declare function actionBundle(): string;
