/** The first screen's CSS of a server page (server/plugins/critical-css.ts): which rules are kept, which markup counts. */
import { describe, expect, it } from 'vitest';
import { firstScreen, keepUsed, laterPartClasses, parseCss, usedClasses } from '../../../server/plugins/critical-css';

const CSS = [
  ':root{--x:1}body{margin:0}',
  '.a{color:red}.b .c{color:blue}.d,.a>.e{top:0}',
  '.a:not(.zz){left:0}.f[data-x=".g"]{right:0}.h:is(.i,.j){bottom:0}',
  '@media (min-width:768px){.a{color:green}.k{color:pink}}',
  '@media print{.k{display:none}}',
  '@font-face{font-family:x;src:url(x.woff2)}@keyframes spin{to{transform:rotate(1turn)}}',
  '.s{content:"}{"}.part{content-visibility:auto;contain-intrinsic-size:auto 640px}',
].join('');

describe('critical CSS', () => {
  const blocks = parseCss(CSS);

  it('keeps rules whose selector names only used classes, rules naming no class and at-rules that are not groups', () => {
    const kept = keepUsed(blocks, new Set(['a', 'e']));
    expect(kept).toBe(':root{--x:1}body{margin:0}.a{color:red}.d,.a>.e{top:0}.a:not(.zz){left:0}@media (min-width:768px){.a{color:green}}'
      + '@font-face{font-family:x;src:url(x.woff2)}@keyframes spin{to{transform:rotate(1turn)}}');
  });

  it('needs every class of a compound selector; classes under :is() or in attribute values are not required', () => {
    expect(keepUsed(blocks, new Set(['b']))).not.toContain('.b .c');
    expect(keepUsed(blocks, new Set(['b', 'c']))).toContain('.b .c{color:blue}');
    expect(keepUsed(blocks, new Set(['f', 'h']))).toContain('.f[data-x=".g"]{right:0}.h:is(.i,.j){bottom:0}');
  });

  it('reads strings with braces in them whole, and keeps everything when every class is used', () => {
    const all = usedClasses(`<i class="${'a b c d e f h k s part zz'}"></i>`);
    expect(keepUsed(blocks, all)).toBe(CSS);
  });

  it('finds the parts drawn when near by their content-visibility', () => {
    expect([...laterPartClasses(blocks)]).toEqual(['part']);
  });

  it('leaves out the footer and the parts drawn when near but the first two, keeping what comes between and after', () => {
    const html = '<header class="hd"><a class="x">M</a></header><main><section class="hero"></section>'
      + '<div class="part one"><p class="p1"></p></div><div class="part two"><div class="p2"><div class="deep"></div></div></div>'
      + '<div class="part three"><div class="p3"><div class="p3b"></div></div></div><aside class="between"></aside>'
      + '<div class="part four"><span class="p4"></span></div></main><footer class="ft"><a class="fl"></a></footer><ul class="bar"></ul>';
    const used = usedClasses(firstScreen(html, new Set(['part'])));
    expect([...used].sort()).toEqual(['bar', 'between', 'deep', 'hd', 'hero', 'one', 'p1', 'p2', 'part', 'two', 'x']);
  });
});
