// Bottleneck's build without clustering, the one @octokit/plugin-throttling loads (one copy in
// the bundle); its package types only the full build, whose API it shares.
declare module 'bottleneck/light.js' {
  import Bottleneck from 'bottleneck';
  export default Bottleneck;
}
