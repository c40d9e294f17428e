package auth

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha256"
	"fmt"
	"log/slog"

	"github.com/goccy/go-yaml"

	"github.com/hermes-agent/hermes/libs/principal"
)

// MinSecretLen is the shortest shared secret a webhook sender may have.
const MinSecretLen = 32

// Senders are the webhook senders that sign their requests with a shared
// secret (HMAC-SHA256) instead of presenting an API key. Unlike API keys
// the secrets are held in plain: verifying a MAC needs the secret itself.
type Senders struct {
	list []sender
}

type sender struct {
	who    principal.Principal
	secret []byte
}

type sendersFile struct {
	Senders []struct {
		Name   string   `yaml:"name"`
		Roles  []string `yaml:"roles"`
		Secret string   `yaml:"secret"`
	} `yaml:"senders"`
}

// ParseSenders reads a webhook-secrets file:
//
//	senders:
//	  - name: alertmanager
//	    roles: [analyst]
//	    secret: 3c1f…            # at least 32 characters, shared with the sender
//
// Errors name the entry and field, never the secret.
func ParseSenders(path string, data []byte) (*Senders, error) {
	var f sendersFile
	if err := yaml.NewDecoder(bytes.NewReader(data), yaml.Strict()).Decode(&f); err != nil {
		return nil, fmt.Errorf("webhook-secrets %s: %w", path, err)
	}
	s := &Senders{}
	for i, e := range f.Senders {
		where := fmt.Sprintf("webhook-secrets %s: senders[%d]", path, i)
		switch {
		case e.Name == "":
			return nil, fmt.Errorf("%s.name: must not be empty", where)
		case len(e.Secret) < MinSecretLen:
			return nil, fmt.Errorf("%s.secret: want at least %d characters", where, MinSecretLen)
		}
		for _, r := range e.Roles {
			if !roleRE.MatchString(r) {
				return nil, fmt.Errorf("%s.roles: %q must match %s", where, r, roleRE)
			}
		}
		for _, o := range s.list {
			if hmac.Equal(o.secret, []byte(e.Secret)) {
				return nil, fmt.Errorf("%s.secret: the same secret is listed twice", where)
			}
		}
		s.list = append(s.list, sender{who: principal.Principal{Name: e.Name, Roles: e.Roles}, secret: []byte(e.Secret)})
	}
	if len(s.list) == 0 {
		return nil, fmt.Errorf("webhook-secrets %s: no senders", path)
	}
	return s, nil
}

// Sign returns the HMAC-SHA256 of msg under secret.
func Sign(secret, msg []byte) []byte {
	m := hmac.New(sha256.New, secret)
	m.Write(msg)
	return m.Sum(nil)
}

// Verify returns the sender whose secret gives mac over msg. Every secret
// is tried, so the time taken does not say which one matched.
func (s *Senders) Verify(msg, mac []byte) (p principal.Principal, ok bool) {
	for _, snd := range s.list {
		if hmac.Equal(Sign(snd.secret, msg), mac) {
			p, ok = snd.who, true
		}
	}
	return p, ok
}

// SenderFile is the webhook-secrets file, reloaded on change.
type SenderFile struct{ *File[*Senders] }

// WatchSenders loads the webhook-secrets file at path.
func WatchSenders(path string, logger *slog.Logger) (SenderFile, error) {
	f, err := Watch(path, ParseSenders, logger)
	return SenderFile{f}, err
}

// Verify verifies against the senders in force.
func (s SenderFile) Verify(msg, mac []byte) (principal.Principal, bool) {
	return s.Current().Verify(msg, mac)
}
