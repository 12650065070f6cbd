import errorLoadRemotePlugin from './error-load-remote-plugin';
import { setRemoteFallbackModule } from './remote-fallback';

describe('errorLoadRemote runtime plugin', () => {
  const fallback = { default: () => null };
  beforeEach(() => {
    setRemoteFallbackModule(fallback);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('replaces a remote module that failed to load with the fallback module', () => {
    const plugin = errorLoadRemotePlugin();
    const result = plugin.errorLoadRemote?.({ id: 'mfe_admin/App', error: new Error('404'), lifecycle: 'onLoad' } as never);
    expect(result).toBe(fallback);
  });

  it('lets other failures surface as errors', () => {
    const plugin = errorLoadRemotePlugin();
    const result = plugin.errorLoadRemote?.({ id: 'react', error: new Error('x'), lifecycle: 'beforeLoadShare' } as never);
    expect(result).toBeUndefined();
  });
});
