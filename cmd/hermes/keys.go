package main

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"flag"
	"fmt"
	"regexp"
	"strings"
)

// keyBytes is the entropy of a new API key.
const keyBytes = 32

// keyPrefix marks hermes API keys, so a leaked one is recognisable.
const keyPrefix = "hk_"

func keysCommand() command {
	c := command{
		name:    "keys",
		summary: "Create an API key and the line that lets the gateway accept it.",
		usage: `Usage: hermes keys create --name NAME [--roles R1,R2]

Prints a new random key, then the entry to add under "keys:" in the
gateway's -auth-keys file. The file holds only the key's SHA-256, so the
key is shown once: hand it to its caller (HERMES_API_KEY). The gateway
reloads the file when it changes; delete the entry to revoke the key.

Examples:
  hermes keys create --name reporting-cron --roles analyst
  hermes keys create --name oncall --roles operator,approver`,
	}
	c.run = func(_ context.Context, e *env, args []string) error {
		fs := newFlags(e, c)
		name := fs.String("name", "", "who the key is for, shown in the gateway's logs (required)")
		roles := fs.String("roles", "", "comma-separated roles the key carries")
		switch {
		case len(args) > 0 && args[0] == "create":
		case len(args) > 0 && (args[0] == "-h" || args[0] == "-help" || args[0] == "--help" || args[0] == "help"):
			fs.Usage()
			return flag.ErrHelp
		default:
			fs.Usage()
			return &exitError{code: 2, msg: "usage: hermes keys create --name NAME [--roles R1,R2]"}
		}
		pos, err := parse(fs, args[1:])
		if err != nil {
			return err
		}
		if len(pos) > 0 || *name == "" {
			fs.Usage()
			return &exitError{code: 2, msg: "--name is required and nothing else"}
		}
		rs, err := splitRoles(*roles)
		if err != nil {
			return &exitError{code: 2, msg: err.Error()}
		}
		key, err := newKey()
		if err != nil {
			return err
		}
		fmt.Fprintf(e.stdout, "key: %s\n# add under \"keys:\" in the -auth-keys file:\n%s\n", key, keyEntry(*name, rs, key))
		return nil
	}
	return c
}

// roleRE is the gateway's rule for role names.
var roleRE = regexp.MustCompile(`^[a-z][a-z0-9_-]{0,31}$`)

func splitRoles(s string) ([]string, error) {
	var out []string
	for _, r := range strings.Split(s, ",") {
		r = strings.TrimSpace(r)
		if r == "" {
			continue
		}
		if !roleRE.MatchString(r) {
			return nil, fmt.Errorf("role %q must match %s", r, roleRE)
		}
		out = append(out, r)
	}
	return out, nil
}

func newKey() (string, error) {
	b := make([]byte, keyBytes)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return keyPrefix + base64.RawURLEncoding.EncodeToString(b), nil
}

// keyEntry is the key file's entry for key, as the gateway reads it.
func keyEntry(name string, roles []string, key string) string {
	d := sha256.Sum256([]byte(key))
	return fmt.Sprintf("  - {name: %q, roles: [%s], sha256: %s}", name, strings.Join(roles, ", "), hex.EncodeToString(d[:]))
}
