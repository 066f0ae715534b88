import { fuzzStaffRoutes, isEditorRoute } from "#tests/support/staff-fuzz.ts";

// The content editors and the open houses; the other half is staff-fuzz-workspace.test.ts.
fuzzStaffRoutes(isEditorRoute);
