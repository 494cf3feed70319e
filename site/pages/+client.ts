// Every page's one script (islands/boot.ts); pages with islands of their own set their own +client.
import "../islands/boot";
