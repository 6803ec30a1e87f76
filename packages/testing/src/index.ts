/** Test support shared by every package's tests, the browser tests and the measuring scripts. */
export * from './customers.ts';
export * from './login.ts';
export * from './mocksAdmin.ts';
export * from './stack.ts';
