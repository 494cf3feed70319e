export default () => ["/", "/home"];
