// Runs in every integration test file: apps a test forgot to close are closed, and their databases
// dropped, when the file ends.
import { afterAll } from 'vitest';
import { closeOpenTestApps } from './test-app';

afterAll(closeOpenTestApps);
