const id=877;const ids=[877];const modules={40877:((__unused_webpack_module,__webpack_exports__,__webpack_require__)=>{__webpack_require__.r(__webpack_exports__);__webpack_require__.d(__webpack_exports__,{cutPointer:()=>cutPointer,fitToLimit:()=>fitToLimit});var _findings_markdown_js__WEBPACK_IMPORTED_MODULE_0__=__webpack_require__(73165);var _vocabulary_js__WEBPACK_IMPORTED_MODULE_1__=__webpack_require__(47819);var _reviews_md_js__WEBPACK_IMPORTED_MODULE_2__=__webpack_require__(84336);function where(links){if(links.artifactUrl)return`the [REVIEWS.md artifact](${links.artifactUrl})`;if(links.runUrl)return`the job summary of [this run](${links.runUrl})`;return"this run's job summary"}function cutPointer(limit,links){return`> \u2702\uFE0F cut \u2014 this section was shortened to fit the ${limit}-character comment limit; see the full review in ${where(links)}.`}function longestFence(text){let n=3;for(const m of text.matchAll(/`{3,}|~{3,}/g))n=Math.max(n,m[0].length);return n}function headOf(text,chars,reserve){if(text.length<=chars)return text;const room=chars-reserve;if(room<=0)return"";const nl=text.lastIndexOf("\n",room-1);const kept=nl>=0?text.slice(0,nl+1):"";const fence=(0,_findings_markdown_js__WEBPACK_IMPORTED_MODULE_0__.s3)((0,_findings_markdown_js__WEBPACK_IMPORTED_MODULE_0__.SV)(kept));return fence?`${kept}${fence}
`:kept}function splitSections(md){const starts=[];if(md.startsWith(_reviews_md_js__WEBPACK_IMPORTED_MODULE_2__.LANE_MARKER_PREFIX))starts.push(0);for(let i=md.indexOf(`
${_reviews_md_js__WEBPACK_IMPORTED_MODULE_2__.LANE_MARKER_PREFIX}`);i>=0;i=md.indexOf(`
${_reviews_md_js__WEBPACK_IMPORTED_MODULE_2__.LANE_MARKER_PREFIX}`,i+1)){starts.push(i+1)}if(starts.length===0)return{preamble:md,sections:[]};const sections=starts.map((s,k)=>md.slice(s,starts[k+1]??md.length));return{preamble:md.slice(0,starts[0]),sections}}function cutSection(section,target,pointer){const afterMarker=section.indexOf("\n")+1;let afterHeading=section.indexOf("\n",afterMarker)+1;if(afterMarker<=0||afterHeading<=0)return section;const folded=section.startsWith("\n<details>",afterHeading);if(folded)afterHeading=section.indexOf("\n",afterHeading+1)+1||afterHeading;const head=section.slice(0,afterHeading);const closing=folded?`
${_reviews_md_js__WEBPACK_IMPORTED_MODULE_2__.DETAILS_END}

---
`:"\n---\n";const sepAt=section.lastIndexOf(closing);const bodyEnd=sepAt>=afterHeading?sepAt+1:section.length;const body=section.slice(afterHeading,bodyEnd);const tail=`
${pointer}

${folded?`${_reviews_md_js__WEBPACK_IMPORTED_MODULE_2__.DETAILS_END}

`:""}---

`;const kept=headOf(body,target-head.length-tail.length,longestFence(body)+2);return`${head}${kept}${tail}`}function fitToLimit(markdown,limit=_vocabulary_js__WEBPACK_IMPORTED_MODULE_1__.zY.commentLimit,links={}){if(markdown.length<=limit)return markdown;const pointer=cutPointer(limit,links);const{preamble,sections}=splitSections(markdown);let excess=markdown.length-limit;const order=sections.map((s,i)=>({i,len:s.length})).sort((a,b)=>b.len-a.len||a.i-b.i);for(const{i}of order){if(excess<=0)break;const s=sections[i]??"";const cut=cutSection(s,s.length-excess,pointer);if(cut.length>=s.length)continue;excess-=s.length-cut.length;sections[i]=cut}const out=preamble+sections.join("");if(out.length<=limit)return out;const tail=`

${pointer.replace("this section was","this page was")}
`;return`${headOf(out,limit-tail.length,longestFence(out)+2)}${tail}`}})};export{id,ids,modules};
