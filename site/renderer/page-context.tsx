import { createContext, useContext, type ReactNode } from "react";
import type { PageContextServer } from "vike/types";

const Context = createContext<PageContextServer | undefined>(undefined);

export function PageContextProvider({
  value,
  children,
}: {
  value: PageContextServer;
  children: ReactNode;
}) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function usePageContext(): PageContextServer {
  const pageContext = useContext(Context);
  if (!pageContext) throw new Error("usePageContext() outside PageContextProvider");
  return pageContext;
}
