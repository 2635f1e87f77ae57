import { describe, expect, it } from 'vitest'
import pagePaths from './pagePaths.json'
import { routesByAccessType, routesForEveryone } from './routes'

// The server answers a path outside pagePaths.json with status 404 (ui/embed.go, adapters/web):
// a page the router shows must be in it, or the server would call the page missing.
describe('pagePaths.json', () => {
  it('lists exactly the paths the router shows a page at', () => {
    const routed = [...routesForEveryone, ...Object.values(routesByAccessType).flat()].map(({ path }) => path)
    expect([...new Set(routed)].sort()).toEqual([...pagePaths].sort())
  })
})
