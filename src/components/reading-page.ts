// What a reading page adds once it is idle (src/components/when-idle.ts loads it on a page that has any of them), in
// one file rather than four: each file a first visit loads costs about 1 KB of response headers besides its own bytes
// (issue 32). Each part does nothing on a page without what it works on.
import './toc.ts';
import './term-previews.ts';
import './tables/table-regions.ts';
import './compare/compare-links.ts';
