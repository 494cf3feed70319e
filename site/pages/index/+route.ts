// The home page answers at / and, as SPEC §2 lists, /home.
export default (pageContext: { urlPathname: string }) =>
  ["/", "/home"].includes(pageContext.urlPathname);
