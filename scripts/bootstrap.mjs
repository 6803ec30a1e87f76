// Makes a fresh clone runnable: checks Node and installs the workspace with pnpm.
import { ensureInstalled } from './lib.mjs';

ensureInstalled();
