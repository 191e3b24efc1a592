/**
 * One of several threads voting at once on their own connection to the same database file, as several
 * server processes behind a balancer would: each waits for the start signal, then casts its share of votes.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../../../../server/store/database.ts';
import { Surveys } from '../../../../server/store/surveys.ts';

const { path, votes, voter, start } = workerData as { path: string; votes: number; voter: string; start: SharedArrayBuffer };
const surveys = new Surveys(openDatabase(path), '/nonexistent');
const signal = new Int32Array(start);
Atomics.wait(signal, 0, 0);
const outcomes: string[] = [];
for (let i = 0; i < votes; i++) outcomes.push(surveys.castVote('alcantir', 'concurrent', voter, { q: 'a' }));
parentPort!.postMessage(outcomes);
