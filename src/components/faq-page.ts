// What the FAQ adds once it is idle (src/components/when-idle.ts loads it on the FAQ), in one file: each file a first
// visit loads costs about 1 KB of response headers besides its own bytes (issue 32).
import './faq-copy-links.ts';
import './faq-layout.ts';
