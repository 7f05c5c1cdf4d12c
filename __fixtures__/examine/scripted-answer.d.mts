export declare const EXAMINATION_HEADING: string;
export type ScriptedVerdict = string | { verdict: string; evidence?: string; reason?: string };
export type VerdictScript = Record<string, ScriptedVerdict>;
export type AnswerStyle = 'json' | 'lines' | 'bold' | 'cut';
export declare function findingsOf(prompt: string): Array<{ id: string; location: string }>;
export declare function isExamination(prompt: string): boolean;
export declare function scriptedAnswer(prompt: string, script: VerdictScript, style?: AnswerStyle): string;
