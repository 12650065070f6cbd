// Images imported by code resolve to their URL (each front's webpack emits them as hashed files).
declare module '*.png' {
  const url: string;
  export default url;
}
