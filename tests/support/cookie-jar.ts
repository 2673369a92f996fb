import {Cookies} from './cookies';
import {getPage, post} from './http';

/** A shopper's cookies (cookies.ts) with requests to the shop the tests' servers serve. */
export class CookieJar extends Cookies {
  async get(path: string, base?: string) {
    const response = await getPage(path, {headers: {Cookie: this.header()}}, base);
    this.store(response);
    return response;
  }

  async post(path: string, fields: Record<string, string>, base?: string) {
    const response = await post(path, fields, {headers: {Cookie: this.header()}, base});
    this.store(response);
    return response;
  }
}
