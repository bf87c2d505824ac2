// The few chrome.* APIs the extension uses (no @types/chrome in the project).
declare namespace chrome {
  namespace tabs {
    interface Tab {
      id?: number;
      url?: string;
      windowId: number;
    }
    function query(q: { active?: boolean; currentWindow?: boolean; url?: string }): Promise<Tab[]>;
    function get(id: number): Promise<Tab>;
    function create(p: { url: string }): Promise<Tab>;
  }
  namespace scripting {
    interface InjectionResult<T> {
      result?: T;
    }
    function executeScript<T>(p: { target: { tabId: number }; files: string[] }): Promise<InjectionResult<T>[]>;
    function executeScript<T, A extends unknown[]>(p: { target: { tabId: number }; func: (...args: A) => T; args?: A }): Promise<InjectionResult<T>[]>;
  }
  namespace storage {
    interface Area {
      get(keys: string[]): Promise<Record<string, unknown>>;
      set(items: Record<string, unknown>): Promise<void>;
    }
    const sync: Area;
    const session: Area;
  }
  namespace contextMenus {
    interface OnClickData {
      menuItemId: string | number;
      selectionText?: string;
    }
    function create(p: { id: string; title: string; contexts: string[] }): void;
    function update(id: string, p: { title: string }): Promise<void>;
    const onClicked: { addListener(cb: (info: OnClickData, tab?: tabs.Tab) => void): void };
  }
  namespace runtime {
    const onInstalled: { addListener(cb: () => void): void };
    function getURL(path: string): string;
    function openOptionsPage(): Promise<void>;
  }
  namespace windows {
    function create(p: { url: string; type: 'popup'; width: number; height: number }): Promise<unknown>;
  }
}
