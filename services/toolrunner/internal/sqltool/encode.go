package sqltool

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/stdlib"

	"github.com/hermes-agent/hermes/libs/manifest"
	"github.com/hermes-agent/hermes/libs/toolerr"
)

// errNotPgx means a connection did not come from the pgx driver.
var errNotPgx = errors.New("not a pgx connection")

// unencodable finds the argument that PostgreSQL's driver could not encode
// for its parameter's type — true for an int4, 99999999999 for an int4 —
// after a call failed without a database error. Such a call never reached
// the database: the arguments are at fault, not the backend, so it is PARAM
// naming the argument. It returns nil when every argument encodes (the
// failure was something else) or when the check itself cannot run.
func (t *Tool) unencodable(ctx context.Context, args manifest.Args, binds []any) *toolerr.Error {
	if t.h.dialect != Postgres {
		return nil
	}
	conn, err := t.h.rw.Conn(ctx)
	if err != nil {
		return nil
	}
	defer conn.Close()
	var found *toolerr.Error
	_ = conn.Raw(func(dc any) error {
		c, ok := dc.(*stdlib.Conn)
		if !ok {
			return errNotPgx
		}
		sd, err := c.Conn().Prepare(ctx, "", t.q.Text) // the unnamed statement: nothing is kept
		if err != nil || len(sd.ParamOIDs) != len(binds) {
			return err
		}
		found = t.firstUnencodable(c.Conn(), sd, args, binds)
		return nil
	})
	return found
}

// firstUnencodable encodes each argument alone for its parameter, as the
// driver does when it builds the request.
func (t *Tool) firstUnencodable(c *pgx.Conn, sd *pgconn.StatementDescription, args manifest.Args, binds []any) *toolerr.Error {
	var eqb pgx.ExtendedQueryBuilder
	for i, oid := range sd.ParamOIDs {
		one := &pgconn.StatementDescription{SQL: sd.SQL, ParamOIDs: []uint32{oid}}
		if err := eqb.Build(c.TypeMap(), one, binds[i:i+1]); err == nil {
			continue
		}
		name := t.q.Names[i]
		typ := fmt.Sprintf("OID %d", oid)
		if dt, ok := c.TypeMap().TypeForOID(oid); ok {
			typ = dt.Name
		}
		return toolerr.NewParam(toolerr.CodeInvalidArguments,
			fmt.Sprintf("%s: argument %q (%s) cannot be sent as the query's %s parameter", t.name, name, jsonKind(args[name]), typ),
			fmt.Sprintf("give %q a value of type %s, within its range", name, typ))
	}
	return nil
}

// jsonKind names the JSON type of a decoded argument, never its value
// (which may be a secret).
func jsonKind(v any) string {
	switch v := v.(type) {
	case nil:
		return "null"
	case bool:
		return "a boolean"
	case json.Number:
		if _, err := v.Int64(); err == nil {
			return "an integer"
		}
		return "a number"
	case string:
		return "a string"
	case []any:
		return "an array"
	default:
		return "an object"
	}
}
