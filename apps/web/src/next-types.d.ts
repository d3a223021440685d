// Next's ambient types (CSS modules, images) for `tsc` runs before `next build` has written next-env.d.ts.
/// <reference types="next" />
/// <reference types="next/image-types/global" />
