// Vite's asset imports that maplib.ts uses, declared narrowly (the project does not load all of vite/client's types).
declare module 'maplibre-gl/dist/maplibre-gl-worker.mjs?url' {
  const url: string;
  export default url;
}
declare module 'maplibre-gl/dist/maplibre-gl.css?url' {
  const url: string;
  export default url;
}
// Stylesheets imported by islands (bundled by Vite, loaded with the island's code).
declare module '*.css' {}
