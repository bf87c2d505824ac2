// Placeholder shell; the client-shell work replaces it with the router and providers.
export function App() {
  return <main><h1>ApplyKit</h1></main>;
}
