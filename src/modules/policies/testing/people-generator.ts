/** Tests use the same deterministic fake people as the sample data. */
export { badRutFor, fakePerson, rutFor, type FakePerson } from '../application/sample-people.js';
