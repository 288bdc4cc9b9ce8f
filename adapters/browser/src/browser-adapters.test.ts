import { describe, expect, it, vi } from 'vitest';
import { BrowserNavigator, ConsoleErrorReporter, LocalStorageStore, readCookie } from './browser-adapters.js';

class MemoryStorage implements Storage {
  private data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  key(i: number) {
    return [...this.data.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
}

describe('browser adapters', () => {
  it('LocalStorageStore never stores null or undefined', () => {
    const storage = new MemoryStorage();
    const store = new LocalStorageStore(storage);
    store.set('profile', '{"a":1}');
    expect(store.get('profile')).toBe('{"a":1}');
    store.set('profile', 'null');
    expect(storage.getItem('profile')).toBeNull();
    store.set('inboxSyncEmailRef', 'undefined');
    expect(storage.length).toBe(0);
    expect(store.get('missing')).toBeUndefined();
  });

  it('LocalStorageStore survives a storage that throws', () => {
    const broken = new MemoryStorage();
    broken.setItem = () => {
      throw new Error('quota');
    };
    expect(() => new LocalStorageStore(broken).set('profile', 'x')).not.toThrow();
  });

  it('reads one cookie among many', () => {
    expect(readCookie('a=1; csrf_token=abc%3D; b=2', 'csrf_token')).toBe('abc=');
    expect(readCookie('', 'csrf_token')).toBeUndefined();
  });

  it('navigates and reports', () => {
    const assign = vi.fn();
    const nav = new BrowserNavigator({ assign, pathname: '/app/trips', search: '?a=1', hash: '#x' } as unknown as Location);
    nav.assign('/account/logout');
    expect(assign).toHaveBeenCalledWith('/account/logout');
    expect(nav.currentUrl()).toBe('/app/trips?a=1#x');
    const warn = vi.fn();
    new ConsoleErrorReporter({ warn }).report('oops', { a: 1 });
    expect(warn).toHaveBeenCalledWith('[waybook] oops', { a: 1 });
  });

  it('signs out by posting a form with the CSRF token from its cookie', () => {
    const submitted: { method: string; action: string; fields: [string, string][] }[] = [];
    const element = (tag: string) => {
      const children: { name: string; value: string }[] = [];
      const el = { tag, method: '', action: '', type: '', name: '', value: '', children, append: (c: { name: string; value: string }) => children.push(c) };
      return Object.assign(el, { submit: () => submitted.push({ method: el.method, action: el.action, fields: children.map((c) => [c.name, c.value]) }) });
    };
    const doc = { cookie: 'wb_lang=fr-FR; csrf_token=tok123', createElement: element, body: { append: vi.fn() } } as unknown as Document;
    const assign = vi.fn();
    new BrowserNavigator({ assign } as unknown as Location, doc).postForm('/account/logout?redirect_url=%2Faccount%2Flogin');
    expect(submitted).toEqual([{ method: 'post', action: '/account/logout?redirect_url=%2Faccount%2Flogin', fields: [['csrf_token', 'tok123']] }]);
    expect(assign).not.toHaveBeenCalled();
  });
});
