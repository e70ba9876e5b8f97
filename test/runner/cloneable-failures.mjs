/* global structuredClone */
/**
 * Runs in each test page before the test framework. The runner copies a failed test's error to the
 * reporter with `structuredClone`, and chai keeps the values it compared on the error: a class, a
 * function or an element there cannot be copied, the copy throws, and the file never reports (it
 * looks like a hang until the file's time limit). A failed assertion's values that cannot be copied
 * are replaced by chai's own rendering of them, so the failure is reported as it is.
 */
import { chai } from '@open-wc/testing/pure';

const copyable = (value) => {
  try {
    structuredClone(value);
    return true;
  } catch {
    return false;
  }
};

const assert = chai.Assertion.prototype.assert;
chai.Assertion.prototype.assert = function (...args) {
  try {
    return assert.apply(this, args);
  } catch (error) {
    if (error instanceof chai.AssertionError) {
      for (const key of ['actual', 'expected']) if (key in error && !copyable(error[key])) error[key] = chai.util.inspect(error[key]);
    }
    throw error;
  }
};
