export const id = 608;
export const ids = [608];
export const modules = {

/***/ 3608:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8532);
/**
 * zod compiles each object schema into a function the first time it parses with it, which pays
 * off over many parses; a run parses each schema a few times, so the compiling is all cost (a
 * tenth to a quarter of a 12-lane review's wall time, measured). zod reads this setting as each
 * schema is made: both entry points import this before any module that makes one.
 */

zod__WEBPACK_IMPORTED_MODULE_0__/* .config */ .$W({ jitless: true });


/***/ })

};
