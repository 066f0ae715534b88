import { fuzzStaffRoutes, isEditorRoute } from "#tests/support/staff-fuzz.ts";

// Every staff route but the editors' (staff-fuzz-editors.test.ts): login, account, leads, Today.
fuzzStaffRoutes((pattern) => !isEditorRoute(pattern));
