// swagger-ui-dist ships no types; the gateway uses only the path of its files
// (importing the package itself would load the whole browser bundle into Node).
declare module 'swagger-ui-dist/absolute-path.js' {
  const getAbsoluteFSPath: () => string;
  export default getAbsoluteFSPath;
}
