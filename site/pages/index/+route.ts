// The home page answers at / and at /home.
export default (pageContext: { urlPathname: string }) =>
  ["/", "/home"].includes(pageContext.urlPathname);
