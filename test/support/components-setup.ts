import { configure } from "@testing-library/react";

// findBy… and waitFor wait up to 5 s (Testing Library's default is 1 s): a page's effects run later on a busy
// two-core machine running three test files at once, and what a test waits for still has to appear.
configure({ asyncUtilTimeout: 5_000 });
