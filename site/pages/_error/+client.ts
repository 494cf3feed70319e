import "../../islands/boot";
import { redirectIfTown } from "../../islands/not-found/lookup";

void redirectIfTown();
