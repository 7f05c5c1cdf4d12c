/**
 * zod compiles each object schema into a function the first time it parses with it, which pays
 * off over many parses; a run parses each schema a few times, so the compiling is all cost (a
 * tenth to a quarter of a 12-lane review's wall time, measured). zod reads this setting as each
 * schema is made: both entry points import this before any module that makes one.
 */
import { z } from 'zod';

z.config({ jitless: true });
