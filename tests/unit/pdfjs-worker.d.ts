// pdf.js ships no types for its worker module; the tests only hand it back to pdf.js (see pdf-text.ts).
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs';
